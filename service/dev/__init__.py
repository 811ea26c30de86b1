"""Development's own tools: the embedded PostgreSQL the service and the tests run on when
no ``DATABASE_URL`` is given.  Never imported by the service but from the commands."""
