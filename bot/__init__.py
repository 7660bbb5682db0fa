"""Folkdeck's Discord application: settings, store, table host, rendering, timers."""
