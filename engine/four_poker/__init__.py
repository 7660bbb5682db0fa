"""4-poker: the solitaire of four poker columns."""

from engine.four_poker.game import FourPoker

__all__ = ["FourPoker"]
