import ScrollCore

extension DemoApp {
    /// The next preset in `ScrollPhysics.presets` (or the one before), round again at the ends (F2, Shift+F2). A
    /// motion already running finishes as it started; the next drag, wheel or key moves the new way.
    func cyclePhysics(forward: Bool) {
        let presets = ScrollPhysics.presets
        let index = presets.firstIndex { $0.name == physics.name } ?? 0
        choosePhysics(presets[(index + (forward ? 1 : presets.count - 1)) % presets.count])
    }

    /// Moves every list with `physics` from the next input on (F2, script `physics NAME`); the bar names it.
    func choosePhysics(_ physics: ScrollPhysics) {
        namesPhysics = true
        self.physics = physics
    }
}
