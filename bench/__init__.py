"""The benchmarks, each a module run from the repository's root as
``.venv/bin/python -m bench.<name>`` (bench/README.md lists them and their results).
What several share is servers.py; what they share with the tests is the ``harness``
package.  No benchmark imports the tests."""
