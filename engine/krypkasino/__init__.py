"""Krypkasino: Swedish misère casino (RULES.md section 2)."""

from engine.krypkasino.game import Krypkasino

__all__ = ["Krypkasino"]
