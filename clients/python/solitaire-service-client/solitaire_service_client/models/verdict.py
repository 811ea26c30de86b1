from enum import StrEnum


class Verdict(StrEnum):
    UNKNOWN = "unknown"
    UNWINNABLE = "unwinnable"
    WINNABLE = "winnable"

    def __str__(self) -> str:
        return str(self.value)
