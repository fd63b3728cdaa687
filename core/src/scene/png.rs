//! Any scene as a PNG (being written).
