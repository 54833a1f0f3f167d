"""Errors the library raises for the CLI to report as one clear line."""


class EvidenceError(Exception):
    """Base class of every error meant for the user."""


class DatabaseError(EvidenceError):
    """The database cannot be opened, is corrupt, or is from a newer version."""


class InputError(EvidenceError):
    """A path given on the command line does not exist or cannot be read."""
