"""Folkdeck's rules engine: pure, deterministic, no I/O (DESIGN.md)."""
