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

/// Domain tag of a [`Scheme::Tagged`] commitment: SHA-256(tag ‖ secret).
pub const COMMIT_TAG: &[u8] = b"ludo-dice/commit/v3";

/// Domain tag of a [`Scheme::Tagged`] stream key: SHA-256(tag ‖ secret ‖ entries).
pub const KEY_TAG: &[u8] = b"ludo-dice/key/v3";

/// How a secret is turned into its commitment and its stream key
/// (`docs/fair-dice.md`, "How it works"). Both hash inputs carry a domain tag in
/// the current scheme, so no hash of one role can stand in for another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// Save format 2, and games with a chosen seed: commitment SHA-256(secret);
    /// key the secret itself, or SHA-256(secret ‖ entries) once words are mixed in.
    /// Kept so that older games and seeded tests replay and verify unchanged.
    Plain,
    /// Save format 3: commitment SHA-256([`COMMIT_TAG`] ‖ secret); key always
    /// SHA-256([`KEY_TAG`] ‖ secret ‖ entries).
    Tagged,
}

/// The secret of a game's dice: 32 bytes and the [`Scheme`] that hashes them. Its
/// [`Debug`] form hides it, so a log line cannot give the dice away.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct DiceSecret {
    bytes: [u8; 32],
    scheme: Scheme,
}

impl DiceSecret {
    /// A new secret from the operating system's generator (through `rand`'s
    /// thread generator, ChaCha12 seeded by the OS), in the [`Scheme::Tagged`]
    /// scheme.
    pub fn random() -> DiceSecret {
        DiceSecret {
            bytes: rand::random(),
            scheme: Scheme::Tagged,
        }
    }

    /// The secret of a game started with a chosen 64-bit seed (tests, `ludo
    /// --seed`): the seed's 8 little-endian bytes, then 24 zero bytes, in the
    /// [`Scheme::Plain`] scheme (so seeded games keep their dice across versions).
    /// Anyone who knows the seed knows the dice: such a game is reproducible, not
    /// secret, and never rated ([`DiceSecret::is_chosen_seed`]).
    pub fn from_seed(seed: u64) -> DiceSecret {
        let mut b = [0u8; 32];
        b[..8].copy_from_slice(&seed.to_le_bytes());
        DiceSecret::from_bytes(b, Scheme::Plain)
    }

    /// A fixed secret for test fixtures that must stand for a drawn one (a rated
    /// game): SHA-256("ludo fixture" ‖ `n` as 8 little-endian bytes), tagged
    /// scheme. Not a chosen seed's form, so [`DiceSecret::is_chosen_seed`] is
    /// false; anyone who knows `n` knows the dice, as with a seed.
    pub fn fixture(n: u64) -> DiceSecret {
        DiceSecret::from_bytes(sha256(&[b"ludo fixture", &n.to_le_bytes()]), Scheme::Tagged)
    }

    /// The secret with these bytes, hashed by `scheme`.
    pub fn from_bytes(bytes: [u8; 32], scheme: Scheme) -> DiceSecret {
        DiceSecret { bytes, scheme }
    }

    /// The 32 bytes.
    pub fn bytes(&self) -> [u8; 32] {
        self.bytes
    }

    /// The scheme that hashes them.
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// Whether this is the secret of a chosen seed ([`DiceSecret::from_seed`]:
    /// the last 24 bytes are zero). A secret from the operating system has that
    /// form with probability 2^-192, so such a game was seeded on purpose, its dice
    /// known in advance to anyone with the seed: it is not rated, and its secret
    /// is kept in the save from the start ([`crate::save`]).
    pub fn is_chosen_seed(&self) -> bool {
        self.bytes[8..].iter().all(|&b| b == 0)
    }

    /// 64 lowercase hex digits.
    pub fn hex(&self) -> String {
        hex::encode(self.bytes)
    }

    /// Its commitment: SHA-256 of the 32 bytes ([`Scheme::Plain`]) or of
    /// [`COMMIT_TAG`] and the 32 bytes ([`Scheme::Tagged`]).
    pub fn commitment(&self) -> Commitment {
        match self.scheme {
            Scheme::Plain => Commitment(sha256(&[&self.bytes])),
            Scheme::Tagged => Commitment(sha256(&[COMMIT_TAG, &self.bytes])),
        }
    }

    /// The secret as written in a save of a game in progress: XOR-ed with
    /// SHA-256("ludo dice seal" ‖ commitment). Not encryption (the app must resume
    /// from the file alone, and this code is public): it keeps the secret out of
    /// plain sight, nothing more (`docs/fair-dice.md`, "What the save holds").
    pub fn sealed(&self) -> [u8; 32] {
        xor(self.bytes, seal_mask(&self.commitment()))
    }

    /// The secret back from its [`sealed`](Self::sealed) form and the commitment.
    pub fn unseal(sealed: [u8; 32], commitment: &Commitment, scheme: Scheme) -> DiceSecret {
        DiceSecret::from_bytes(xor(sealed, seal_mask(commitment)), scheme)
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

/// The ChaCha8 key of the dice. [`Scheme::Tagged`]: SHA-256([`KEY_TAG`] ‖ secret ‖
/// for each entry: its length in bytes as 4 little-endian bytes, then its UTF-8
/// bytes). [`Scheme::Plain`]: the secret itself when nobody mixed anything in, else
/// the same hash without the tag.
pub fn mix_key(secret: &DiceSecret, mix: &[String]) -> [u8; 32] {
    let mut h = Sha256::new();
    match secret.scheme {
        Scheme::Plain if mix.is_empty() => return secret.bytes,
        Scheme::Plain => {}
        Scheme::Tagged => h.update(KEY_TAG),
    }
    h.update(secret.bytes);
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
        let c = DiceSecret::from_bytes([0; 32], Scheme::Plain).commitment();
        assert_eq!(
            c.hex(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        assert_eq!(c.code(), "6668-7AAD-F862");
        assert!(c.opens_to(&DiceSecret::from_bytes([0; 32], Scheme::Plain)));
        assert!(!c.opens_to(&DiceSecret::from_seed(1)));
    }

    #[test]
    fn the_tagged_scheme_separates_commitment_and_key_by_domain_tags() {
        // printf 'ludo-dice/commit/v3' | cat - <(head -c32 /dev/zero) | sha256sum
        let s = DiceSecret::from_bytes([0; 32], Scheme::Tagged);
        assert_eq!(
            s.commitment().hex(),
            "38bddb991889a5e9b67038253f6b1b17868130a1c70c23c9ae2db2df12d14d7d"
        );
        // printf 'ludo-dice/key/v3' | cat - <(head -c32 /dev/zero) | sha256sum
        assert_eq!(
            hex::encode(mix_key(&s, &[])),
            "9cb44860447f46da320150472fdbf0d1258399df55901483318ceb9e8d297f57"
        );
        // The key never equals the secret nor the commitment, words or none.
        assert_ne!(mix_key(&s, &[]), s.bytes());
        assert_ne!(mix_key(&s, &[]), s.commitment().bytes());
        assert!(DiceSecret::random().scheme() == Scheme::Tagged);
        assert!(DiceSecret::from_seed(3).is_chosen_seed());
        assert!(!DiceSecret::random().is_chosen_seed());
    }

    #[test]
    fn sealing_hides_and_restores_the_secret() {
        let s = DiceSecret::from_seed(42);
        assert_ne!(s.sealed(), s.bytes());
        assert_eq!(
            DiceSecret::unseal(s.sealed(), &s.commitment(), s.scheme()),
            s
        );
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
