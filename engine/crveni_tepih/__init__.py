"""Crveni tepih (Red Carpet): auctions for pairs of cards, to build the best four-card hand."""

from engine.crveni_tepih.game import CrveniTepih

__all__ = ["CrveniTepih"]
