//! One guard for every file the store reads: it must be a regular file (not a
//! folder, a FIFO, a socket, a device or a symbolic link) of at most
//! [`MAX_FILE_BYTES`]. The file is opened without following a link and without
//! blocking (`O_NOFOLLOW | O_NONBLOCK`: opening a FIFO nobody writes to would wait
//! forever), and judged by the handle's own metadata, so nothing can be swapped in
//! between the check and the read.

use super::error::StoreError;
use std::fs;
use std::io::{self, Read};
use std::path::Path;

/// Largest file the store reads (a save, a setting, a file named on a command line).
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Opens `path` for reading when it is a regular file.
///
/// Errors: `NotFound` when nothing is there; an error of kind `InvalidInput` saying
/// "not a regular file" for a folder, FIFO, socket, device or symbolic link; any
/// other I/O error.
pub fn open_regular(path: &Path) -> io::Result<fs::File> {
    let mut o = fs::OpenOptions::new();
    o.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let f = match o.open(path) {
        Ok(f) => f,
        // O_NOFOLLOW on a symbolic link.
        #[cfg(unix)]
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => return Err(not_regular()),
        Err(e) => {
            // A folder opens on Unix; elsewhere it may fail with another error.
            if fs::symlink_metadata(path).is_ok_and(|m| !m.is_file()) {
                return Err(not_regular());
            }
            return Err(e);
        }
    };
    if !f.metadata()?.is_file() {
        return Err(not_regular());
    }
    Ok(f)
}

/// The error of [`open_regular`] for anything but a regular file.
fn not_regular() -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, "not a regular file")
}

/// Whether `path` is something other than a regular file (a symbolic link
/// counts, even to a file); `false` when nothing is there.
pub fn is_other_than_file(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| !m.is_file())
}

/// Reads a regular file ([`open_regular`]) of at most [`MAX_FILE_BYTES`].
///
/// Errors: as [`open_regular`], or larger than the limit.
pub fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    read_capped_from(open_regular(path)?)
}

/// Reads at most [`MAX_FILE_BYTES`] from `path`, whatever it is (a file named on a
/// command line may be a pipe on purpose; a link is followed).
///
/// Errors: any I/O error, or an input larger than the limit.
pub fn read_capped(path: &Path) -> io::Result<Vec<u8>> {
    read_capped_from(fs::File::open(path)?)
}

/// Reads at most [`MAX_FILE_BYTES`] from `r`.
///
/// Errors: any I/O error, or an input larger than the limit.
pub fn read_capped_from(r: impl Read) -> io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    r.take(MAX_FILE_BYTES + 1).read_to_end(&mut buf)?;
    if buf.len() as u64 > MAX_FILE_BYTES {
        return Err(io::Error::other(format!(
            "input is larger than {} MiB",
            MAX_FILE_BYTES / (1024 * 1024)
        )));
    }
    Ok(buf)
}

/// [`read_regular`] with the store's typed errors; `Ok(None)` when nothing is there.
///
/// Errors: [`StoreError::NotAFile`], [`StoreError::TooLarge`], [`StoreError::Io`].
pub fn read_file(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    let f = match open_regular(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.kind() == io::ErrorKind::InvalidInput => {
            return Err(StoreError::NotAFile {
                path: path.to_path_buf(),
            });
        }
        Err(e) => return Err(StoreError::io(path, e)),
    };
    let mut buf = Vec::new();
    f.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut buf)
        .map_err(|e| StoreError::io(path, e))?;
    if buf.len() as u64 > MAX_FILE_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
        });
    }
    Ok(Some(buf))
}
