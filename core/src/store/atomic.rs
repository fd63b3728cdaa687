//! Atomic writes: the bytes go to a temporary file in the same directory
//! (`.<name>.<pid>.tmp`), which is flushed to disk (fsync) and renamed over the
//! old file, then the directory is flushed. A kill at any moment leaves the old
//! file or the new one, never half of one; the temporary file such a kill leaves
//! is removed by the next process that takes the lock ([`remove_stale_temps`]).

use super::error::StoreError;
use super::fsys::FileSystem;
use super::guard::is_other_than_file;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The temporary file [`write_atomic`] writes `path` through.
pub fn temp_path(path: &Path) -> PathBuf {
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    dir.join(format!(".{name}.{}.tmp", std::process::id()))
}

/// Writes `data` to `path` atomically through `fs`: temporary file in the same
/// directory, write, fsync, rename, fsync of the directory. Something other than a
/// regular file at `path` (a folder, a FIFO, a link) is refused and left as it is.
///
/// Errors: [`StoreError::NotAFile`], or [`StoreError::Io`] for the step that
/// failed; a failure before the rename leaves `path` unchanged (the temporary file
/// is removed), one at the directory's fsync leaves the new file in place.
pub fn write_atomic(fs: &dyn FileSystem, path: &Path, data: &[u8]) -> Result<(), StoreError> {
    if is_other_than_file(path) {
        return Err(StoreError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let tmp = temp_path(path);
    let result = (|| {
        let mut f = fs.create_temp(&tmp)?;
        fs.write(&mut f, data)?;
        fs.sync_file(&f)?;
        drop(f);
        fs.rename(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = fs.remove(&tmp);
        return Err(StoreError::io(path, e));
    }
    match fs.sync_dir(dir) {
        // File systems that cannot flush a directory (some network and FUSE ones).
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::Unsupported | io::ErrorKind::InvalidInput
            ) =>
        {
            Ok(())
        }
        Err(e) => Err(StoreError::io(dir, e)),
        Ok(()) => Ok(()),
    }
}

/// The process id in the name of a temporary file of [`write_atomic`]
/// (`.<name>.<pid>.tmp`, where `<name>` is a file of the store: `*.json`,
/// `*.json.bak`), or `None` for any other name. Only the store's names count: a data
/// directory chosen by the player may hold other programs' files
/// (`.notes.txt.<pid>.tmp`), which are not ours to remove.
pub fn temp_file_pid(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (target, pid) = rest.rsplit_once('.')?;
    if !(target.ends_with(".json") || target.ends_with(".json.bak")) {
        return None;
    }
    pid.parse().ok()
}

/// Whether process `pid` is certainly gone. When that cannot be told (not a Unix
/// system), it is taken as alive, so its files are kept.
pub fn process_is_dead(pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        if pid <= 0 {
            return false;
        }
        // SAFETY: signal 0 only checks that the process exists; nothing is sent.
        let r = unsafe { libc::kill(pid, 0) };
        r != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// Removes the temporary files of [`write_atomic`] directly under `dir` whose
/// process is dead (a kill between creating and renaming them); the file they were
/// to replace was never touched. Files of living processes, and everything else,
/// are kept. Only called under the lock.
pub fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name.to_str().and_then(temp_file_pid) else {
            continue;
        };
        if e.file_type().is_ok_and(|t| t.is_file()) && process_is_dead(pid) {
            let _ = fs::remove_file(e.path());
        }
    }
}
