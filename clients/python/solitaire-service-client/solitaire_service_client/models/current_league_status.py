from enum import StrEnum


class CurrentLeagueStatus(StrEnum):
    NOT_JOINED = "not_joined"
    PLACED = "placed"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
