"""What the tests and the benchmarks both drive the service with: real servers (gunicorn on
a free port, a throwaway PostgreSQL, its replica and PgBouncer), players scripted over
HTTP (a daily flow, pace models, a move policy) or in Chromium (the /play page), the
store's test data, and the daily lock's probes.  tests/ and bench/ import it; it imports
neither, so a benchmark never loads a test module."""
