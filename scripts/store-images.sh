#!/usr/bin/env bash
# Renders the store listings' images from the real screens, in English, Hindi and
# Bengali, into fastlane/metadata/android/<locale>/images/ (at the repository root, where
# F-Droid reads the listing) and ios/fastlane/screenshots/<locale>/:
#  * the play screen's situations framed with a caption, at Google Play's phone,
#    7-inch and 10-inch sizes and the App Store's iPhone 6.9" and iPad 13" sizes, and
#    Google Play's feature graphic: the core's scene and PNG renderer
#    (core/src/scene/store.rs);
#  * the 512 x 512 store icon (en-US/images/icon.png, shared by every language): the
#    launcher icon's layers as a launcher shows them (android/tools/store_icon.py);
# The stores' size rules are checked by `cargo test -p ludo-core --test store_images`
# (part of the Rust stage of scripts/test-all.sh). Look at the images before
# committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f /usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf ] || {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core
}
cargo run --release -p ludo-core --features render --example store
python3 android/tools/store_icon.py
