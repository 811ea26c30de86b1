from enum import StrEnum


class CanfieldRulesScoring(StrEnum):
    VEGAS = "vegas"

    def __str__(self) -> str:
        return str(self.value)
