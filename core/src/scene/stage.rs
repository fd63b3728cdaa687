//! (being written)
/// One update's state.
#[derive(Clone, Debug)]
pub struct Snapshot;
/// Plays snapshots.
#[derive(Clone, Debug, Default)]
pub struct Stage;
