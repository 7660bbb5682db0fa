"""Suite-wide settings. Hypothesis judges by the wall clock only through its per-example
deadline and its "too slow" health check; on a loaded 2-core machine both fail tests that are
correct, so neither applies here (a test that wants one sets it itself)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile("folkdeck", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("folkdeck")
