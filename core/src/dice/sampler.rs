//! From a ChaCha8 word stream to die faces. Two samplers, both written out here
//! so that no library upgrade can change the faces of a saved game
//! (`docs/save-format.md`, "Dice"):
//!
//! * [`reject_u32`], the dice of save format 2: unbiased rejection sampling on
//!   32-bit words.
//! * [`v1_rand_0_10`], the dice of save format 1: a copy of what
//!   `rand` 0.10's `random_range(1..=6u8)` did, kept only to replay old saves.

use crate::rules::Face;
use rand::Rng;

/// The largest multiple of 6 that fits in 2^32: `6 * floor(2^32 / 6)`. A word at
/// or above it would make faces 1..=4 a little likelier than 5 and 6, so it is
/// thrown away.
pub const REJECT_FROM: u32 = (u32::MAX / 6) * 6;

/// Save format 2: takes 32-bit words `w` (little-endian words of the ChaCha8
/// stream, `next_u32`) until one is below [`REJECT_FROM`] (4 294 967 292), and
/// shows face `1 + w % 6`. Every face then has exactly 715 827 882 words, so the
/// die is exactly fair; a word is thrown away with probability 4 / 2^32.
#[inline]
pub fn reject_u32<R: Rng + ?Sized>(rng: &mut R) -> Face {
    loop {
        let w = rng.next_u32();
        if w < REJECT_FROM {
            return face_of_index(w);
        }
    }
}

/// Save format 1 only (replays of old saves): the faces `rand` 0.10.4's
/// `random_range(1..=6u8)` gave, copied from its biased "Canon" sampler
/// (`UniformInt::<u8>::sample_single_inclusive` without the `unbiased` feature).
/// Take a word `w`, `hi:lo = w * 6` (64-bit product); when `lo > 2^32 - 6` take a
/// second word `v` and add 1 to `hi` if `lo + hi(v * 6)` overflows 32 bits; the
/// face is `1 + hi`.
#[inline]
pub fn v1_rand_0_10<R: Rng + ?Sized>(rng: &mut R) -> Face {
    const RANGE: u32 = 6;
    let wide = u64::from(rng.next_u32()) * u64::from(RANGE);
    let (mut hi, lo) = ((wide >> 32) as u32, wide as u32);
    if lo > RANGE.wrapping_neg() {
        let new_hi = ((u64::from(rng.next_u32()) * u64::from(RANGE)) >> 32) as u32;
        if lo.checked_add(new_hi).is_none() {
            hi += 1;
        }
    }
    face_of_index(hi)
}

/// Face `1 + i % 6`: [`Face::ALL`] indexed within its length, so every `i` has
/// its face and none is made up. [`reject_u32`] passes its word (the remainder is
/// its rule); [`v1_rand_0_10`] passes the high word of `w * 6` plus a carry, which
/// is below 6 (the carry comes only when the high word is below 5), so it takes
/// face `1 + i`.
#[inline]
fn face_of_index(i: u32) -> Face {
    Face::ALL[(i % 6) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn digits(faces: impl Iterator<Item = Face>) -> String {
        faces.map(|f| char::from(b'0' + f.get())).collect()
    }

    /// Every index names a face, `1 + i % 6`: none is made up (an index of 6 or
    /// more showed a six whatever its remainder).
    #[test]
    fn every_index_has_the_face_of_its_remainder() {
        for i in (0..24).chain([u32::MAX - 1, u32::MAX]) {
            assert_eq!(u32::from(face_of_index(i).get()), 1 + i % 6, "{i}");
        }
    }

    #[test]
    fn reject_bound_is_the_largest_multiple_of_six() {
        assert_eq!(REJECT_FROM, 4_294_967_292);
        assert_eq!(u64::from(REJECT_FROM) % 6, 0);
        assert!(u64::from(REJECT_FROM) + 6 > 1 << 32);
    }

    /// A stream of chosen words, to check the edges of both samplers.
    struct Words(Vec<u32>);
    impl rand::TryRng for Words {
        type Error = std::convert::Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
            Ok(self.0.remove(0))
        }
        fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
            unreachable!("the samplers read 32-bit words")
        }
        fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), Self::Error> {
            unreachable!("the samplers read 32-bit words")
        }
    }

    #[test]
    fn reject_u32_throws_away_the_top_four_words_and_uses_the_remainder() {
        let mut w = Words(vec![u32::MAX, 4_294_967_292, 4_294_967_291, 7]);
        // The first two words are rejected; 4294967291 % 6 = 5 → six.
        assert_eq!(reject_u32(&mut w), Face::Six);
        assert_eq!(reject_u32(&mut w), Face::Two, "7 % 6 = 1 → two");
        assert!(w.0.is_empty());
    }

    #[test]
    fn v1_reads_a_second_word_only_near_a_boundary() {
        // w * 6 has lo = 2^32 - 2 > 2^32 - 6 for w = 0x2AAA_AAAA (hi 0 ... ) etc.
        let w = 0xFFFF_FFFFu32; // w*6 = 5:(2^32-6): lo not above 2^32-6 → face 6
        let mut s = Words(vec![w]);
        assert_eq!(v1_rand_0_10(&mut s), Face::Six);
        let w = 0x2AAA_AAAAu32; // w*6 = 0:0xFFFF_FFFC → lo > 2^32-6, second word read
        let mut s = Words(vec![w, u32::MAX]); // hi(v*6) = 5 → overflow → +1 → two
        assert_eq!(v1_rand_0_10(&mut s), Face::Two);
        let mut s = Words(vec![w, 0]); // no overflow → one
        assert_eq!(v1_rand_0_10(&mut s), Face::One);
    }

    /// The copy of the v1 sampler gives exactly what `rand` gives today. When a
    /// `rand` upgrade changes `random_range`, this test fails and may then be
    /// deleted: the pinned faces below keep the v1 faces fixed.
    #[test]
    fn v1_copy_matches_rand_random_range_today() {
        for seed in [0u64, 1, 42, 20261129] {
            let mut a = ChaCha8Rng::seed_from_u64(seed);
            let mut b = ChaCha8Rng::seed_from_u64(seed);
            for i in 0..20_000 {
                let theirs = a.random_range(1..=6u8);
                assert_eq!(v1_rand_0_10(&mut b).get(), theirs, "seed {seed} roll {i}");
            }
        }
    }

    /// The first 100 faces of a few streams, for both samplers: the save format
    /// depends on them (`docs/save-format.md`, "Dice"). They must never change.
    #[test]
    fn first_100_faces_are_pinned() {
        let v2 = |key: [u8; 32]| {
            let mut r = ChaCha8Rng::from_seed(key);
            digits((0..100).map(|_| reject_u32(&mut r)))
        };
        let v1 = |seed: u64| {
            let mut r = ChaCha8Rng::seed_from_u64(seed);
            digits((0..100).map(|_| v1_rand_0_10(&mut r)))
        };
        let mut k = [0u8; 32];
        k[0] = 42;
        let got = [
            v2([0; 32]),
            v2(k),
            v2([0xAB; 32]),
            v1(1),
            v1(42),
            v1(20261129),
        ];
        assert_eq!(got, PINNED);
    }

    const PINNED: [&str; 6] = [
        // v2, key 32 zero bytes
        "1424515412622555354632363214524323516411642142332361125611515651132151544425413335435422311646432531",
        // v2, key 42 then 31 zero bytes
        "4623521114234365245654642226666244246152364156132361612444664214233246236563254365545323322465266664",
        // v2, key 32 bytes 0xAB
        "1511265562156244211534533633643252345423135543162625465261233342564462461153144323134422631562245265",
        // v1, seed_from_u64(1)
        "4361243252653351162513646162333216565621132313615122645221111625211415452236611445641643435613542222",
        // v1, seed_from_u64(42)
        "2516533452412215455244364654652264122321614225413132263545554561226215155321361435655125664563365446",
        // v1, seed_from_u64(20261129)
        "6443462465136352151246346223516562354561423462552133652544463424641221626154652413146636512312254223",
    ];
}
