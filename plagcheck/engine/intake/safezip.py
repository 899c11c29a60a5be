"""Open a zip archive within bounds: a zip bomb, a lying header or a damaged archive becomes a
reason a teacher understands, never memory or time spent.

Everything that can be checked from the central directory is checked before anything is
inflated: the number of members, each member's and the total inflated size, each member's
compression ratio and whether it is encrypted. Inflation itself is capped as well: a member is
read in chunks and never past the size its header declares (nor past the limits), so an archive
whose headers lie is stopped at the declared size and reported.

Used by the .docx and .odt readers (``engine.extract``) and by anything that opens a zip a
teacher hands over (an LMS download). The standard library's :mod:`zipfile` does the reading.
"""

from __future__ import annotations

import io
import os
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO

from plagcheck.i18n import msg, nmsg


class ZipProblem(Exception):
    """The archive cannot be opened within its bounds; ``reason`` is shown to the teacher."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Limits:
    """Bounds of one archive. A ratio is only held against members larger than ``ratio_from``
    bytes inflated (a small member of repeated bytes compresses far and harms no one)."""

    max_members: int = 10_000
    max_total: int = 512 * 2**20  # all members inflated
    max_member: int = 256 * 2**20  # one member inflated
    max_ratio: float = 200.0  # inflated / compressed
    ratio_from: int = 2**20


# Office documents: their XML compresses 5-20x, pictures hardly at all.
DOCUMENT_LIMITS = Limits(max_members=5_000, max_total=256 * 2**20, max_member=128 * 2**20)

_CHUNK = 1 << 16
_EOCD = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"


def human_size(n: float) -> str:
    """A size as a teacher reads it: "512 bytes", "3.4 MiB", "2.0 GiB"."""
    if n < 1024:
        return nmsg("{n} byte", "{n} bytes", n=int(n))
    for unit in ("KiB", "MiB", "GiB", "TiB"):
        n /= 1024
        if n < 1024 or unit == "TiB":
            return msg("{x:.1f} {unit}", x=n, unit=unit)
    raise AssertionError("unreachable")


def _declared_members(f: IO[bytes]) -> int | None:
    """The member count the end-of-central-directory record claims (zip64 too), read before
    :mod:`zipfile` builds an entry per member; ``None`` where no record is found."""
    f.seek(0, os.SEEK_END)
    size = f.tell()
    tail_len = min(size, 22 + 65535)
    f.seek(size - tail_len)
    tail = f.read(tail_len)
    at = tail.rfind(_EOCD)
    if at < 0 or at + 22 > len(tail):
        return None
    count = struct.unpack("<H", tail[at + 10 : at + 12])[0]
    if count == 0xFFFF and at >= 20 and tail[at - 20 : at - 16] == _ZIP64_LOCATOR:
        offset = struct.unpack("<Q", tail[at - 12 : at - 4])[0]
        if offset + 56 <= size:
            f.seek(offset)
            record = f.read(56)
            if record[:4] == b"PK\x06\x06":
                count = struct.unpack("<Q", record[32:40])[0]
    return int(count)


class SafeZip:
    """A zip archive checked against ``limits`` from its central directory on opening.

    ``source`` is the archive's bytes, a path, or a seekable binary file. Raises
    :class:`ZipProblem` with the reason when the archive is corrupt, encrypted, too large or
    a likely zip bomb. With ``per_member`` (a class's download: each member is one student's
    file), a member that is encrypted, too large or a likely bomb is refused on its own
    (:meth:`refused` gives the reason, reading it raises it) and the others stay readable; the
    number of members and their total size still bound the whole archive. Use as a context
    manager, or call :meth:`close`.
    """

    def __init__(
        self,
        source: bytes | str | os.PathLike[str] | IO[bytes],
        limits: Limits | None = None,
        per_member: bool = False,
    ) -> None:
        self.limits = limits = limits or Limits()
        self.per_member = per_member
        self._refused: dict[int, str] = {}  # a member's header offset -> why it is not read
        file: IO[bytes] = io.BytesIO(source) if isinstance(source, bytes) else source  # type: ignore[assignment]
        try:
            if isinstance(source, (str, os.PathLike)):
                file = open(source, "rb")  # noqa: SIM115 (closed by close())
            declared = _declared_members(file)
            if declared is None:
                raise ZipProblem(msg("not a zip archive (corrupt or renamed)"))
            if declared > limits.max_members:
                raise ZipProblem(msg("too many files inside ({n:,})", n=declared))
            file.seek(0)
            self._zip = zipfile.ZipFile(file)
        except ZipProblem:
            self._close_own(file, source)
            raise
        except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError, struct.error) as e:
            self._close_own(file, source)
            raise ZipProblem(msg("corrupt zip archive (cannot be opened)")) from e
        except OSError as e:
            self._close_own(file, source)
            raise ZipProblem(
                msg("cannot read zip archive: {why}", why=e.strerror or type(e).__name__)
            ) from e
        self._file = file
        self._owned = file if isinstance(source, (str, os.PathLike)) else None
        try:
            self._check(self._zip.infolist())
        except ZipProblem:
            self.close()
            raise

    @staticmethod
    def _close_own(file: IO[bytes], source: object) -> None:
        if isinstance(source, (str, os.PathLike)) and not isinstance(file, io.BytesIO):
            file.close()

    def _check(self, infos: list[zipfile.ZipInfo]) -> None:
        lim = self.limits
        if len(infos) > lim.max_members:
            raise ZipProblem(msg("too many files inside ({n:,})", n=len(infos)))
        found = sorted(
            ((why, info) for info in infos if (why := self._unreadable(info))),
            key=lambda t: t[0][0],
        )
        if self.per_member:
            self._refused = {info.header_offset: reason for (_, reason), info in found}
        elif found and found[0][0][0] < 2:  # encryption and compression before the sizes
            raise ZipProblem(found[0][0][1])
        total = sum(i.file_size for i in infos if i.header_offset not in self._refused)
        if total > lim.max_total:
            raise ZipProblem(msg("compressed content too large ({size})", size=human_size(total)))
        if found and not self.per_member:
            raise ZipProblem(found[0][0][1])

    def _unreadable(self, info: zipfile.ZipInfo) -> tuple[int, str] | None:
        """Why a member may not be read (ordered: encryption, compression, size), or None."""
        lim = self.limits
        size = info.file_size
        if info.flag_bits & 0x1:
            return 0, msg("encrypted (password-protected) content")
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            return 1, msg(
                "unsupported compression (method {method})", method=str(info.compress_type)
            )
        if size > lim.max_member:
            return 2, msg(
                "compressed content too large ({size} in one part)", size=human_size(size)
            )
        if size > lim.ratio_from and size > lim.max_ratio * max(info.compress_size, 1):
            ratio = size / max(info.compress_size, 1)
            return 3, msg(
                "compressed content too large ({size} from {packed}, ratio {ratio:,.0f}:1)",
                size=human_size(size),
                packed=human_size(info.compress_size),
                ratio=ratio,
            )
        return None

    def refused(self, info: zipfile.ZipInfo) -> str | None:
        """Why member ``info`` is not read (``per_member`` archives), or None."""
        return self._refused.get(info.header_offset)

    def __enter__(self) -> SafeZip:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._zip.close()
        if self._owned is not None:
            self._owned.close()

    def infolist(self) -> list[zipfile.ZipInfo]:
        return self._zip.infolist()

    def namelist(self) -> list[str]:
        return self._zip.namelist()

    def getinfo(self, name: str) -> zipfile.ZipInfo:
        """The member called ``name`` (KeyError if there is none)."""
        return self._zip.getinfo(name)

    def chunks(self, name: str | zipfile.ZipInfo) -> Iterator[bytes]:
        """A member's inflated bytes, chunk by chunk, never past its declared size: a member
        that inflates to more than its header says is a :class:`ZipProblem`."""
        try:
            info = name if isinstance(name, zipfile.ZipInfo) else self._zip.getinfo(name)
        except KeyError as e:
            raise ZipProblem(msg("part missing from the archive ({name})", name=str(name))) from e
        if (why := self.refused(info)) is not None:
            raise ZipProblem(why)
        try:
            yield from self._member(info)
        except ZipProblem:
            raise
        except (OSError, EOFError, ValueError, zlib.error, struct.error) as e:
            raise ZipProblem(msg("corrupt zip archive (a part cannot be inflated)")) from e

    def _member(self, info: zipfile.ZipInfo) -> Iterator[bytes]:
        """Read from the member's local header on, output capped at the declared size + 1 byte
        (so a lie is seen) whatever the compressed stream holds; CRC checked at the end."""
        f = self._file
        f.seek(info.header_offset)
        header = f.read(30)
        if len(header) < 30 or header[:4] != b"PK\x03\x04":
            raise ZipProblem(msg("corrupt zip archive (a part's header is damaged)"))
        name_len, extra_len = struct.unpack("<HH", header[26:30])
        f.seek(info.header_offset + 30 + name_len + extra_len)
        declared = info.file_size
        inflater = zlib.decompressobj(-15) if info.compress_type == zipfile.ZIP_DEFLATED else None
        left_in = info.compress_size
        out = crc = 0
        pending = b""
        while True:
            if not pending:
                if left_in <= 0:
                    break
                pending = f.read(min(_CHUNK, left_in))
                if not pending:
                    raise ZipProblem(msg("corrupt zip archive (a part is cut short)"))
                left_in -= len(pending)
            if inflater is None:
                data, pending = pending, b""
            else:
                data = inflater.decompress(pending, declared + 1 - out)
                pending = inflater.unconsumed_tail
            out += len(data)
            if out > declared:
                raise ZipProblem(
                    msg(
                        "compressed content larger than the archive declares ({name})",
                        name=info.filename,
                    )
                )
            if data:
                crc = zlib.crc32(data, crc)
                yield data
            if inflater is not None and inflater.eof:
                break
        if out != declared or crc != info.CRC:
            raise ZipProblem(msg("corrupt zip archive (a part fails its checksum)"))

    def read(self, name: str | zipfile.ZipInfo) -> bytes:
        """A member's inflated bytes (capped as :meth:`chunks`)."""
        return b"".join(self.chunks(name))
