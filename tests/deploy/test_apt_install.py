"""scripts/apt-install (the test set-up's Debian packages) waits, with a message, while
another apt or dpkg holds the package manager's locks, instead of failing; any other
failure, or a lock held past APT_LOCK_WAIT_S, fails with apt-get's own words.  Played with
a stand-in apt-get on PATH that fails on a held lock a given number of times."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCK_HELD = (
    "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (unattended-upgr)\n"
    "E: Unable to lock directory /var/lib/apt/lists/\n"
)


def apt_install(
    tmp_path: Path, failures: int, error: str = LOCK_HELD, wait_s: int = 60
) -> tuple[int, str, list[str]]:
    """scripts/apt-install redis-server over a stand-in apt-get whose first ``failures``
    calls print ``error`` and fail: its exit status, what it said, the apt-get calls."""
    calls = tmp_path / "calls"
    (tmp_path / "bin").mkdir()
    fake = tmp_path / "bin/apt-get"
    (tmp_path / "error").write_text(error)
    fake.write_text(
        "#!/usr/bin/env bash\n"
        f'echo "$*" >>{calls}\n'
        f"if [ $(wc -l <{calls}) -le {failures} ]; then cat {tmp_path / 'error'} >&2; exit 100; fi\n"
    )
    fake.chmod(0o755)
    environment = {
        **os.environ,
        "PATH": f"{tmp_path / 'bin'}:{os.environ['PATH']}",
        "APT_LOCK_WAIT_S": str(wait_s),
    }
    run = subprocess.run(
        [str(ROOT / "scripts/apt-install"), "redis-server"],
        env=environment, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    return run.returncode, run.stdout + run.stderr, calls.read_text().splitlines()


def test_a_held_lock_is_waited_for_with_a_message(tmp_path: Path) -> None:
    status, said, calls = apt_install(tmp_path, failures=2)
    assert status == 0, said
    assert said.count("another apt or dpkg holds the package manager's lock") == 1, said
    assert "held by process 4242 (unattended-upgr)" in said
    assert [call.split()[2] for call in calls] == ["update", "update", "update", "install"]
    assert all("DPkg::Lock::Timeout" in call for call in calls)  # dpkg's own lock: apt-get waits


def test_a_lock_held_too_long_fails_with_apts_words(tmp_path: Path) -> None:
    status, said, calls = apt_install(tmp_path, failures=100, wait_s=0)
    assert status != 0 and "E: Could not get lock /var/lib/apt/lists/lock" in said
    assert len(calls) == 1


def test_another_failure_is_not_retried(tmp_path: Path) -> None:
    status, said, calls = apt_install(
        tmp_path, failures=1, error="E: Unable to locate package redis-server\n"
    )
    assert status != 0 and "Unable to locate package" in said and len(calls) == 1
