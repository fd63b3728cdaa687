#!/usr/bin/env bash
# Swift toolchain for Linux hosts: a Debian trixie chroot with Swift 6.0.3 (package `swiftlang`).
#
# Usage:
#   scripts/swift-chroot.sh ensure                       # build the chroot if missing/incomplete
#   scripts/swift-chroot.sh run HOST_DIR [--] CMD ARGS   # run CMD in the chroot, cwd /work = HOST_DIR
#   scripts/swift-chroot.sh cleanup                      # unmount leftovers from killed runs
#   scripts/swift-chroot.sh destroy                      # unmount and delete the chroot
#
# Example:
#   scripts/swift-chroot.sh run bindings/swift -- swift test
#
# Environment:
#   LUDO_SWIFT_CHROOT   chroot directory (default /var/cache/ludo/swift-trixie)
#   LUDO_SWIFT_MIRROR   Debian mirror (default http://deb.debian.org/debian)
#
# Needs root (debootstrap, chroot, mount). `run` builds the chroot first when needed.
# Invocations are serialized with flock, so a mount found at start is a leftover
# from a killed run and is removed before mounting again.
set -euo pipefail

CHROOT="${LUDO_SWIFT_CHROOT:-/var/cache/ludo/swift-trixie}"
CHROOT="${CHROOT%/}"
MIRROR="${LUDO_SWIFT_MIRROR:-http://deb.debian.org/debian}"
SUITE=trixie
PACKAGES=(swiftlang libswiftlang libc6-dev libstdc++-14-dev ca-certificates)
# Bump RECIPE when PACKAGES/steps change: an old chroot is then rebuilt.
RECIPE="1 ${SUITE} ${PACKAGES[*]}"
MARKER="${CHROOT}/.ludo-swift-chroot-complete"
LOCK="${CHROOT}.lock"

export DEBIAN_FRONTEND=noninteractive

log() { printf '[swift-chroot] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

[[ $(id -u) -eq 0 ]] || die "must run as root (debootstrap/chroot/mount)"

# Mount points at or below $1, deepest first (decodes \040-style escapes of /proc/mounts).
mounts_under() {
  local prefix=$1 dev mnt rest
  while read -r dev mnt rest; do
    mnt=$(printf '%b' "$mnt")
    if [[ $mnt == "$prefix" || $mnt == "$prefix"/* ]]; then
      printf '%s\n' "$mnt"
    fi
  done </proc/mounts | sort -r
}

is_mounted() { [[ -n $(mounts_under "$1" | grep -Fx -- "$1" || true) ]]; }

unmount_all_under() {
  local m what=${2:-leftover}
  while IFS= read -r m; do
    [[ -n $m ]] || continue
    [[ $what == quiet ]] || log "unmounting $what $m"
    umount "$m" 2>/dev/null || umount -l "$m"
  done < <(mounts_under "$1")
  [[ -z $(mounts_under "$1") ]] || die "could not unmount everything under $1"
}

take_lock() {
  mkdir -p "$(dirname "$CHROOT")"
  exec 9>"$LOCK"
  if ! flock -n 9; then
    log "waiting for another swift-chroot.sh (lock $LOCK)"
    flock 9
  fi
}

chroot_complete() {
  # /usr/bin/swift is an absolute symlink (alternatives): test it from inside the chroot.
  [[ -f $MARKER && "$(cat "$MARKER")" == "$RECIPE" ]] && chroot "$CHROOT" test -x /usr/bin/swift
}

ensure_host_debootstrap() {
  if ! command -v debootstrap >/dev/null 2>&1; then
    log "installing debootstrap on the host"
    apt-get update -qq </dev/null
    apt-get install -y -qq --no-install-recommends debootstrap debian-archive-keyring </dev/null >/dev/null
  fi
}

build_chroot() {
  local start=$SECONDS
  ensure_host_debootstrap
  if [[ -e $CHROOT ]]; then
    log "removing incomplete/outdated chroot $CHROOT"
    unmount_all_under "$CHROOT"
    # --one-file-system: never descend into a mount we failed to notice
    rm -rf --one-file-system "$CHROOT"
  fi
  tmp="${CHROOT}.partial"
  if [[ -e $tmp ]]; then
    unmount_all_under "$tmp"
    rm -rf --one-file-system "$tmp"
  fi
  mkdir -p "$tmp"
  # Unmount proc in the partial tree whatever happens.
  trap 'umount "$tmp/proc" 2>/dev/null || umount -l "$tmp/proc" 2>/dev/null || true' EXIT

  log "debootstrap $SUITE (minbase) into $tmp"
  debootstrap --variant=minbase "$SUITE" "$tmp" "$MIRROR" </dev/null >"${tmp}.debootstrap.log" 2>&1 \
    || { tail -20 "${tmp}.debootstrap.log" >&2; die "debootstrap failed (log: ${tmp}.debootstrap.log)"; }
  rm -f "${tmp}.debootstrap.log"
  cp /etc/resolv.conf "$tmp/etc/resolv.conf"
  is_mounted "$tmp/proc" || mount -t proc proc "$tmp/proc"

  log "apt-get install ${PACKAGES[*]} (about 1-2 min, ~3 GB)"
  chroot "$tmp" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    apt-get update -qq </dev/null
  chroot "$tmp" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" </dev/null >/dev/null 2>"${tmp}.apt.err" \
    || { cat "${tmp}.apt.err" >&2; die "apt-get install failed in chroot"; }
  # apt/debconf noise without /dev/pts is harmless; show anything else.
  grep -v -e 'posix_openpt' -e '^debconf: ' "${tmp}.apt.err" >&2 || true
  rm -f "${tmp}.apt.err"
  chroot "$tmp" apt-get clean
  mkdir -p "$tmp/work"
  chroot "$tmp" /usr/bin/swift --version >&2

  umount "$tmp/proc"
  trap - EXIT
  mv "$tmp" "$CHROOT"
  printf '%s\n' "$RECIPE" >"$MARKER"
  log "chroot ready at $CHROOT ($((SECONDS - start)) s)"
}

cmd_ensure() {
  if chroot_complete; then
    log "chroot ready at $CHROOT"
  else
    build_chroot
  fi
}

cmd_run() {
  [[ $# -ge 1 ]] || usage
  local host_dir
  host_dir=$(realpath -e -- "$1") || die "no such directory: $1"
  [[ -d $host_dir ]] || die "not a directory: $host_dir"
  shift
  [[ ${1-} == -- ]] && shift
  [[ $# -ge 1 ]] || die "no command given"

  cmd_ensure
  # Leftovers of a killed run (we hold the lock, so nobody else is using them).
  is_mounted "$CHROOT/work" && unmount_all_under "$CHROOT/work"
  is_mounted "$CHROOT/proc" && unmount_all_under "$CHROOT/proc"

  trap 'unmount_all_under "$CHROOT/work" quiet || true; unmount_all_under "$CHROOT/proc" quiet || true' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  mkdir -p "$CHROOT/work"
  mount --bind "$host_dir" "$CHROOT/work"
  mount -t proc proc "$CHROOT/proc"

  log "run in chroot (/work = $host_dir): $*"
  local rc=0
  chroot "$CHROOT" /usr/bin/env -i \
    HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 TERM="${TERM:-dumb}" CI="${CI-}" \
    /bin/sh -c 'cd /work && exec "$@"' sh "$@" || rc=$?
  return "$rc"
}

cmd_cleanup() { unmount_all_under "$CHROOT"; log "no mounts left under $CHROOT"; }

cmd_destroy() {
  unmount_all_under "$CHROOT"
  [[ -e ${CHROOT}.partial ]] && { unmount_all_under "${CHROOT}.partial"; rm -rf --one-file-system "${CHROOT}.partial"; }
  rm -rf --one-file-system "$CHROOT"
  log "removed $CHROOT"
}

[[ $# -ge 1 ]] || usage
sub=$1; shift
take_lock
case $sub in
  ensure) cmd_ensure ;;
  run) cmd_run "$@" ;;
  cleanup) cmd_cleanup ;;
  destroy) cmd_destroy ;;
  -h|--help|help) usage ;;
  *) usage ;;
esac
