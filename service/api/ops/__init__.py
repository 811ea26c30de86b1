"""What operators and tools read: health and readiness, metrics, the contract and its
docs page, and the web client's files."""
