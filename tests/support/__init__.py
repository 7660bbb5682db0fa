"""What tests and benchmarks share: the SimCord world, drivers that play tables by clicks,
seeded results, the crash-safety trials and engine matches."""
