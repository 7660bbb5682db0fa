"""Kare Kupa: two partnerships collecting four of a kind, all playing at once."""

from engine.kare_kupa.game import KareKupa

__all__ = ["KareKupa"]
