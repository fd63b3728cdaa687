//! Commit and reveal (`docs/fair-dice.md`): a game's dice come from a 32-byte
//! [`DiceSecret`] drawn before the first roll; its SHA-256 [`Commitment`] is shown
//! at once (as a short code), people may mix in words of their own, and the secret
//! is revealed in the save when the game ends, so anyone can recompute every roll.

use sha2::{Digest, Sha256};
use std::fmt;

/// Most words a game's dice take from people ([`mix_key`]).
pub const MAX_MIX_ENTRIES: usize = 8;

/// Longest text of one mixed-in entry, in bytes of UTF-8.
pub const MAX_MIX_BYTES: usize = 256;

/// Hex digits of the short code ([`Commitment::code`]): 12 digits, 48 bits.
pub const CODE_DIGITS: usize = 12;

fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    h.finalize().into()
}

/// Reads 64 hex digits (either case) as 32 bytes.
pub(crate) fn parse_hex32(s: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    hex::decode_to_slice(s, &mut out).ok()?;
    Some(out)
}

/// The secret of a game's dice: 32 bytes. Its [`Debug`] form hides it, so a log
/// line cannot give the dice away.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct DiceSecret([u8; 32]);

impl DiceSecret {
    /// A new secret from the operating system's generator (through `rand`'s
    /// thread generator, ChaCha12 seeded by the OS).
    pub fn random() -> DiceSecret {
        DiceSecret(rand::random())
    }

    /// The secret of a game started with a chosen 64-bit seed (tests, `ludo
    /// --seed`): the seed's 8 little-endian bytes, then 24 zero bytes. Anyone who
    /// knows the seed knows the dice: such a game is reproducible, not secret.
    pub fn from_seed(seed: u64) -> DiceSecret {
        let mut b = [0u8; 32];
        b[..8].copy_from_slice(&seed.to_le_bytes());
        DiceSecret(b)
    }

    /// The secret with these bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> DiceSecret {
        DiceSecret(bytes)
    }

    /// The 32 bytes.
    pub fn bytes(&self) -> [u8; 32] {
        self.0
    }

    /// 64 lowercase hex digits.
    pub fn hex(&self) -> String {
        hex::encode(self.0)
    }

    /// Its commitment: SHA-256 of the 32 bytes.
    pub fn commitment(&self) -> Commitment {
        Commitment(sha256(&[&self.0]))
    }

    /// The secret as written in a save of a game in progress: XOR-ed with
    /// SHA-256("ludo dice seal" ‖ commitment). Not encryption (the app must resume
    /// from the file alone, and this code is public): it keeps the secret out of
    /// plain sight, nothing more (`docs/fair-dice.md`, "What the save holds").
    pub fn sealed(&self) -> [u8; 32] {
        xor(self.0, seal_mask(&self.commitment()))
    }

    /// The secret back from its [`sealed`](Self::sealed) form and the commitment.
    pub fn unseal(sealed: [u8; 32], commitment: &Commitment) -> DiceSecret {
        DiceSecret(xor(sealed, seal_mask(commitment)))
    }

    /// A 64-bit number derived from the secret and the mixed-in words, for the CPU
    /// players' own random choices (one-way: it gives nothing of the dice away).
    pub fn cpu_seed(&self, mix: &[String]) -> u64 {
        let k = sha256(&[b"ludo cpu", &mix_key(self, mix)]);
        u64::from_le_bytes([k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7]])
    }
}

impl fmt::Debug for DiceSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DiceSecret(commitment {})", self.commitment().code())
    }
}

fn seal_mask(c: &Commitment) -> [u8; 32] {
    sha256(&[b"ludo dice seal", &c.0])
}

fn xor(a: [u8; 32], b: [u8; 32]) -> [u8; 32] {
    std::array::from_fn(|i| a[i] ^ b[i])
}

/// SHA-256 of a [`DiceSecret`]: shown before the first roll, so the dice cannot be
/// chosen afterwards.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Commitment([u8; 32]);

impl Commitment {
    /// The commitment with these bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> Commitment {
        Commitment(bytes)
    }

    /// The 32 bytes.
    pub fn bytes(&self) -> [u8; 32] {
        self.0
    }

    /// 64 lowercase hex digits (as in the save).
    pub fn hex(&self) -> String {
        hex::encode(self.0)
    }

    /// The short code people note down: the first [`CODE_DIGITS`] hex digits,
    /// upper case, in groups of four (`"3F9A-1C07-88B2"`).
    pub fn code(&self) -> String {
        let h = hex::encode_upper(self.0);
        let h = &h[..CODE_DIGITS];
        let groups: Vec<&str> = (0..CODE_DIGITS / 4).map(|i| &h[i * 4..i * 4 + 4]).collect();
        groups.join("-")
    }

    /// Whether `secret` is the one committed to.
    pub fn opens_to(&self, secret: &DiceSecret) -> bool {
        secret.commitment() == *self
    }
}

/// The ChaCha8 key of the dice: the secret itself when nobody mixed anything in,
/// else SHA-256(secret ‖ for each entry: its length in bytes as 4 little-endian
/// bytes, then its UTF-8 bytes).
pub fn mix_key(secret: &DiceSecret, mix: &[String]) -> [u8; 32] {
    if mix.is_empty() {
        return secret.0;
    }
    let mut h = Sha256::new();
    h.update(secret.0);
    for m in mix {
        h.update((m.len() as u32).to_le_bytes());
        h.update(m.as_bytes());
    }
    h.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_is_plain_sha256_of_the_secret() {
        // echo -n 0000…00 | xxd -r -p | sha256sum
        let c = DiceSecret::from_bytes([0; 32]).commitment();
        assert_eq!(
            c.hex(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        assert_eq!(c.code(), "6668-7AAD-F862");
        assert!(c.opens_to(&DiceSecret::from_bytes([0; 32])));
        assert!(!c.opens_to(&DiceSecret::from_seed(1)));
    }

    #[test]
    fn sealing_hides_and_restores_the_secret() {
        let s = DiceSecret::from_seed(42);
        assert_ne!(s.sealed(), s.bytes());
        assert_eq!(DiceSecret::unseal(s.sealed(), &s.commitment()), s);
        assert!(!format!("{s:?}").contains(&s.hex()));
    }

    #[test]
    fn mixing_changes_the_key_and_order_and_boundaries_matter() {
        let s = DiceSecret::from_seed(7);
        assert_eq!(mix_key(&s, &[]), s.bytes());
        let a = mix_key(&s, &["ab".into(), "c".into()]);
        assert_ne!(a, s.bytes());
        assert_ne!(a, mix_key(&s, &["a".into(), "bc".into()]));
        assert_ne!(a, mix_key(&s, &["c".into(), "ab".into()]));
        assert_eq!(a, mix_key(&s, &["ab".into(), "c".into()]));
    }
}
