//! The random player's draw: an index below `n` from the player's generator, the
//! same value from the same words as rand's `random_range(0..n)` (so seeded games
//! replay unchanged), written out so the simulation's hot path inlines it without
//! the generic range checks (`docs/ai.md`, "Speed").

use rand::Rng;

/// An index in `0..n` (`n` ≥ 1; 0 for `n == 0`), drawn exactly as rand 0.10's
/// `random_range(0..n)` draws a `usize` below `u32::MAX`: Canon's method, one
/// `u32` multiplied by `n` (the high half is the index) and, when the low half
/// falls in the last `n - 1` values where the result could be biased, a second
/// `u32` whose product's high half carries into the first's low half. The second
/// word is drawn in the same cases as rand draws it, so the generator's stream
/// stays in step with a player that used `random_range`.
#[inline]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    let m = u64::from(rng.next_u32()) * u64::from(n);
    let index = (m >> 32) as u32;
    let low = m as u32;
    // About n / 2^32 of the draws: a branch that is never taken in practice.
    if low > n.wrapping_neg() {
        let carry = (u64::from(rng.next_u32()) * u64::from(n)) >> 32;
        return index + u32::from(low.checked_add(carry as u32).is_none());
    }
    index
}

#[cfg(test)]
mod tests {
    use super::below;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::convert::Infallible;

    /// Replays a fixed list of words (then zeros), counting how many were read.
    struct Words {
        words: Vec<u32>,
        read: usize,
    }

    impl rand::TryRng for Words {
        type Error = Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Infallible> {
            let w = self.words.get(self.read).copied().unwrap_or(0);
            self.read += 1;
            Ok(w)
        }
        fn try_next_u64(&mut self) -> Result<u64, Infallible> {
            let lo = u64::from(self.try_next_u32()?);
            Ok(lo | (u64::from(self.try_next_u32()?) << 32))
        }
        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
            for b in dst {
                *b = self.try_next_u32()? as u8;
            }
            Ok(())
        }
    }

    #[test]
    fn same_indices_and_stream_as_random_range_on_chacha8() {
        for seed in 0..20u64 {
            let mut ours = ChaCha8Rng::seed_from_u64(seed);
            let mut theirs = ChaCha8Rng::seed_from_u64(seed);
            for k in 0..5_000u32 {
                let n = 1 + k % 4;
                let got = below(&mut ours, n);
                assert!(got < n);
                assert_eq!(got as usize, theirs.random_range(0..n as usize));
            }
            // Both generators have read the same number of words.
            assert_eq!(ours.random::<u64>(), theirs.random::<u64>());
        }
    }

    /// The second word (the low half of the first product within `n - 1` of the
    /// top) is ~1 draw in 10^9 on a real stream, so it is tested with chosen words:
    /// first words at and around every threshold, second words that do and do not
    /// carry.
    #[test]
    fn same_as_random_range_at_the_bias_threshold() {
        let seconds = [0, 1, u32::MAX / 4, u32::MAX / 2, u32::MAX - 1, u32::MAX];
        for n in 1..=4u32 {
            for first in (u32::MAX - 8..=u32::MAX).chain(
                // Words whose product's low half is just above 2^32 - n.
                (1..n).flat_map(|k| {
                    let w = ((u64::from(k) << 32) - 1) / u64::from(n);
                    [w as u32, w as u32 + 1]
                }),
            ) {
                for &second in &seconds {
                    let mut ours = Words {
                        words: vec![first, second],
                        read: 0,
                    };
                    let mut theirs = Words {
                        words: vec![first, second],
                        read: 0,
                    };
                    let got = below(&mut ours, n);
                    let want = theirs.random_range(0..n as usize);
                    assert_eq!(got as usize, want, "n {n} words {first:#x} {second:#x}");
                    assert_eq!(ours.read, theirs.read, "n {n} words {first:#x} {second:#x}");
                    assert!(got < n);
                }
            }
        }
    }

    #[test]
    fn a_second_word_is_read_only_in_the_biased_zone_and_may_carry() {
        // n = 3: 0x5555_5555 * 3 = 2^32 - 1 (index 0, low half at the top), and
        // 0xAAAA_AAAA * 3 = 2^33 - 2 (index 1, low half 2^32 - 2): both need a
        // second word, which carries into the index when its product reaches 2^32.
        let cases = [
            (0x5555_5555, 0x5555_5556, 1, 2),
            (0x5555_5555, 0x5555_5555, 0, 2),
            (0xAAAA_AAAA, 0xAAAA_AAAB, 2, 2),
            (0xAAAA_AAAA, 0, 1, 2),
            (0x5555_5554, u32::MAX, 0, 1),
            (u32::MAX, u32::MAX, 2, 1),
        ];
        for (first, second, index, read) in cases {
            let mut rng = Words {
                words: vec![first, second],
                read: 0,
            };
            assert_eq!(below(&mut rng, 3), index, "words {first:#x} {second:#x}");
            assert_eq!(rng.read, read, "words {first:#x} {second:#x}");
        }
    }
}
