from enum import StrEnum


class MessageCode(StrEnum):
    NO_MORE_MOVES = "no_more_moves"

    def __str__(self) -> str:
        return str(self.value)
