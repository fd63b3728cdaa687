//! The store's writer: the one thread of a [`crate::ffi::LudoStore`] that puts the saves
//! of its tables on disk, so that no shell writes (or fsyncs) on its main thread and
//! no shell runs a writer of its own (docs/bindings.md, "The game store").
//!
//! Saves are written in the order handed in; of several saves of one slot waiting
//! side by side only the newest is written (each save is a whole game). Every other
//! call of the store first waits for the saves handed in before it ([`Writer::flush`]),
//! so a read never sees an older game than the last one handed in, and setting a game
//! aside can neither miss the old game's last save nor catch the new game's first.

use crate::ffi::message::Message;
use crate::ffi::store::StoreSlot;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, mpsc};

/// What became of a save a table handed to its store.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SaveOutcome {
    /// The slot saved.
    pub slot: StoreSlot,
    /// The save is on disk (its previous version is the backup).
    pub written: bool,
    /// Why not, in English for the log (`None` when written). The last completed
    /// save or its backup still loads.
    pub reason: Option<String>,
    /// What the player should be told of the write (a damaged save kept aside, an
    /// unfinished game set aside first); usually none.
    pub notices: Vec<Message>,
}

/// Told what became of each save the store's writer wrote, implemented in Kotlin or
/// Swift (e.g. a "could not save" notice that goes once a save is written again).
///
/// Called on the store's writer thread, never the UI thread; hop to the UI thread to
/// show it. The listener may call the store (its calls do not wait for the writer
/// from the writer's own thread).
#[uniffi::export(with_foreign)]
pub trait StoreListener: Send + Sync {
    /// One save written, or not.
    fn on_saved(&self, outcome: SaveOutcome);
}

/// One save handed in: the slot, the save's text, and whether it is the first of its
/// table (the store then looks at what is in place first:
/// `GameStore::look_before_next_save`).
pub(crate) struct Job {
    pub(crate) slot: StoreSlot,
    pub(crate) json: String,
    pub(crate) first: bool,
}

/// Writes one save now (the store's own `save` under its lock).
pub(crate) type WriteFn = dyn Fn(&Job) -> SaveOutcome + Send + Sync;

/// How far the writer has come, and whom to tell.
#[derive(Default)]
struct Progress {
    /// Saves handed in so far.
    queued: u64,
    /// Saves written (or dropped for a newer one of their slot) so far.
    done: u64,
    listener: Option<Arc<dyn StoreListener>>,
}

struct Shared {
    progress: Mutex<Progress>,
    changed: Condvar,
}

impl Shared {
    fn progress(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The writer of one store: a thread, started with the store, that ends (after
/// writing what was handed in) when the store goes.
pub(crate) struct Writer {
    /// To the thread; taken when the store goes, which ends it.
    tx: Option<mpsc::Sender<Job>>,
    shared: Arc<Shared>,
    /// The thread, joined when the store goes: its files and lock are let go only
    /// after the last save is written.
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Writer {
    /// Starts the writer; `write` puts one save on disk.
    ///
    /// Errors: the thread cannot be started (the reason).
    pub(crate) fn start(write: Box<WriteFn>) -> Result<Writer, String> {
        let (tx, rx) = mpsc::channel::<Job>();
        let shared = Arc::new(Shared {
            progress: Mutex::new(Progress::default()),
            changed: Condvar::new(),
        });
        let me = Arc::clone(&shared);
        let handle = std::thread::Builder::new()
            .name("ludo-save".into())
            .spawn(move || run(&rx, &me, &*write))
            .map_err(|e| format!("cannot start the save writer: {e}"))?;
        Ok(Writer {
            tx: Some(tx),
            shared,
            handle: Some(handle),
        })
    }

    /// Hands `job` to the writer and returns at once.
    pub(crate) fn queue(&self, job: Job) {
        if let Some(tx) = &self.tx {
            self.shared.progress().queued += 1;
            if tx.send(job).is_err() {
                // The thread is gone (it never panics: `run` catches): count it done
                // rather than make every later flush wait for ever.
                self.shared.progress().done += 1;
            }
        }
    }

    /// Blocks until every save handed in so far is written (or failed); at once on
    /// the writer's own thread.
    pub(crate) fn flush(&self) {
        let on_writer = self
            .handle
            .as_ref()
            .is_some_and(|h| h.thread().id() == std::thread::current().id());
        if on_writer {
            return;
        }
        let mut p = self.shared.progress();
        let target = p.queued;
        while p.done < target {
            p = self
                .shared
                .changed
                .wait(p)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Whom to tell of each save from now on (`None`: nobody).
    pub(crate) fn set_listener(&self, listener: Option<Arc<dyn StoreListener>>) {
        self.shared.progress().listener = listener;
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // The thread writes what is queued, then ends; wait for it (unless the store
        // goes on the writer itself, from a listener: it ends right after).
        self.tx.take();
        if let Some(h) = self.handle.take()
            && h.thread().id() != std::thread::current().id()
        {
            let _ = h.join();
        }
    }
}

/// The writer thread: takes what is waiting, keeps the newest save of each slot,
/// writes them, tells the listener, counts them done.
fn run(rx: &mpsc::Receiver<Job>, shared: &Shared, write: &WriteFn) {
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        batch.extend(rx.try_iter());
        let taken = batch.len() as u64;
        // The newest save of each slot, in the order their slots were first handed
        // in; a table's first save passes its look at the files on to the newer one.
        let mut newest: Vec<Job> = Vec::with_capacity(2);
        for job in batch {
            match newest.iter_mut().find(|j| j.slot == job.slot) {
                Some(entry) => {
                    entry.first |= job.first;
                    entry.json = job.json;
                }
                None => newest.push(job),
            }
        }
        for job in newest {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| write(&job)))
                .unwrap_or_else(|p| SaveOutcome {
                    slot: job.slot,
                    written: false,
                    reason: Some(crate::ffi::error::panic_text(p.as_ref())),
                    notices: vec![],
                });
            let listener = shared.progress().listener.clone();
            if let Some(l) = listener {
                // A foreign exception must not stop the writer.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    l.on_saved(outcome);
                }));
            }
        }
        shared.progress().done += taken;
        shared.changed.notify_all();
    }
}
