"""CHANGELOG.md, the client teams' account of the contract: one entry per version of
``info.version``, newest first, dated; every route of openapi.yaml named in it (and every
route it names still in the contract, unless an entry removed it); a version that removes
or breaks anything is a major one."""

from __future__ import annotations

import datetime as dt
import itertools
import re

import pytest
from packaging.version import Version

from tests.contract.generated import SPEC, operations
from tests.contract.spec import ROOT

CHANGELOG = (ROOT / "CHANGELOG.md").read_text()
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$", re.M)
ROUTE = re.compile(r"`(GET|PUT|POST|DELETE|PATCH) (/[^`\s?]*)")


def entries(changelog: str) -> list[tuple[str, str | None, str]]:
    """(version, date, text) of each entry, as written (newest first)."""
    found = list(HEADING.finditer(changelog))
    ends = [heading.start() for heading in found[1:]] + [len(changelog)]
    return [(h["version"], h["date"], changelog[h.end() : end]) for h, end in zip(found, ends, strict=True)]


def routes(text: str) -> set[str]:
    """Every route the text names as `METHOD /path` (a query string left out); the reflow
    of a long line never splits one."""
    return {f"{method} {path}" for method, path in ROUTE.findall(text)}


def removed_routes(changelog: str) -> set[str]:
    named = set()
    for _, _, text in entries(changelog):
        for section in re.split(r"^### ", text, flags=re.M):
            if section.startswith("Removed"):
                named |= routes(section)
    return named


def route_gaps(contract: set[str], changelog: str) -> tuple[set[str], set[str]]:
    """The contract's routes the changelog never names, and the routes it names which the
    contract lacks and no entry removed."""
    named = routes(changelog)
    return contract - named, named - contract - removed_routes(changelog)


CONTRACT_ROUTES = {operation.name for operation in operations(SPEC)}
RELEASED = [entry for entry in entries(CHANGELOG) if entry[0] != "Unreleased"]


def test_every_route_of_the_contract_is_in_the_changelog() -> None:
    assert route_gaps(CONTRACT_ROUTES, CHANGELOG) == (set(), set())


def test_a_route_the_changelog_lacks_is_found() -> None:
    """The check bites: a route added to the contract, and one removed from it, that no
    entry tells of."""
    contract = CONTRACT_ROUTES - {"GET /healthz"} | {"DELETE /v1/players/{player_id}/games"}
    assert route_gaps(contract, CHANGELOG) == ({"DELETE /v1/players/{player_id}/games"}, {"GET /healthz"})
    told = CHANGELOG.replace("### Removed\n", "### Removed\n- `GET /healthz`: gone.\n", 1)
    assert route_gaps(contract, told)[1] == set()


def test_the_latest_entry_is_the_contracts_version() -> None:
    assert RELEASED[0][0] == SPEC["info"]["version"]
    versions = [Version(version) for version, _, _ in RELEASED]
    assert versions == sorted(versions, reverse=True) and len(set(versions)) == len(versions)
    dates = [dt.date.fromisoformat(date or "") for _, date, _ in RELEASED]
    assert dates == sorted(dates, reverse=True)


@pytest.mark.parametrize(("entry", "before"), list(itertools.pairwise(RELEASED)), ids=lambda e: e[0])
def test_a_breaking_version_is_a_major_one(
    entry: tuple[str, str | None, str], before: tuple[str, str | None, str]
) -> None:
    version, previous, text = Version(entry[0]), Version(before[0]), entry[2]
    breaking = "**Breaking**" in text or re.search(r"^### Removed$", text, re.M) is not None
    assert not breaking or version.major > previous.major, f"{version} breaks clients of {previous}"
