// The negative check of ios/scripts/typecheck-app.sh: uses a LudoKit member that is not
// public (`GameViewModel.table`, internal), as `BoardScene.Token(...)` did in issue 34. The
// type-check of this file must fail with "inaccessible due to 'internal' protection level",
// or the check of the app would not catch such a use either.
import LudoKit

@MainActor
func probe(_ vm: GameViewModel) {
    _ = vm.table
}
