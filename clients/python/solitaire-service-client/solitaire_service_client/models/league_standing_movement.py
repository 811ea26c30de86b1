from enum import StrEnum


class LeagueStandingMovement(StrEnum):
    DOWN = "down"
    STAY = "stay"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
