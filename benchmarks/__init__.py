"""Scripts that measure and print figures; run them as modules: ``python -m benchmarks.NAME``."""
