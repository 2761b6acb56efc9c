import Testing
@testable import ListDemoKit

/// `--scale` and what `--scale auto` reads on X11, as GTK and Qt read it (issue 13, HiDPI).
struct DisplayScaleTests {
    private func desktop(_ environment: [String: String], resources: String? = nil) -> (Double, String, String?) {
        var asked = false
        let (scale, warning) = DisplayScale.desktop(environment: environment) {
            asked = true
            return resources
        }
        if environment.values.contains(where: { !$0.isEmpty }) {
            #expect(!asked, "the X resources are read only when no variable decides")
        }
        return (scale.factor, scale.source, warning)
    }

    @Test func theFlagTakesAutoOrAQuarterStepFromOneToFour() throws {
        #expect(try CommandLineValue.scale("auto", flag: "--scale") == .auto)
        #expect(try CommandLineValue.scale("1", flag: "--scale") == .fixed(1))
        #expect(try CommandLineValue.scale("1.5", flag: "--scale") == .fixed(1.5))
        #expect(try CommandLineValue.scale("1.75", flag: "--scale") == .fixed(1.75))
        #expect(try CommandLineValue.scale("4", flag: "--scale") == .fixed(4))
        for bad in ["0", "-1", "0.75", "3.7", "4.25", "NaN", "nan", "inf", "1e300", "", " 2", "2x", "AUTO"] {
            #expect(throws: CommandLineError.self, "\(bad)") { try CommandLineValue.scale(bad, flag: "--scale") }
        }
        guard case .run(let options) = ListDemoOptions.interpret(["--scale", "2"]) else {
            Issue.record("--scale 2 refused")
            return
        }
        #expect(options.scale == .fixed(2))
        #expect(ListDemoOptions().scale == .auto)
    }

    @Test func gdkScaleComesFirstThenQtThenXftDPI() {
        #expect(desktop(["GDK_SCALE": "2", "QT_SCALE_FACTOR": "3"]) == (2, "GDK_SCALE", nil))
        #expect(desktop(["QT_SCALE_FACTOR": "1.5"]) == (1.5, "QT_SCALE_FACTOR", nil))
        #expect(desktop(["GDK_SCALE": "", "QT_SCALE_FACTOR": "3"]) == (3, "QT_SCALE_FACTOR", nil),
                "an empty variable is unset")
        #expect(desktop([:], resources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == (2, "Xft.dpi 192", nil))
        #expect(desktop([:], resources: "Xft.dpi: 144") == (1.5, "Xft.dpi 144", nil))
        #expect(desktop([:], resources: "Xcursor.size:\t24\n") == (1, "default", nil))
        #expect(desktop([:], resources: nil) == (1, "default", nil))
    }

    /// Fractions land on the nearest quarter: Xft.dpi 110 is 1.146, drawn at 1.25; Qt's 1.1 at 1.
    @Test func fractionsAreDrawnAtTheNearestStep() {
        #expect(desktop([:], resources: "Xft.dpi:\t110\n").0 == 1.25)
        #expect(desktop([:], resources: "Xft.dpi:\t96.0\n").0 == 1)
        #expect(desktop(["QT_SCALE_FACTOR": "1.1"]).0 == 1)
        #expect(desktop(["QT_SCALE_FACTOR": "1.9"]).0 == 2)
    }

    /// Hostile settings give 1 and one line naming them; never a crash or a huge window.
    @Test(arguments: [
        (["GDK_SCALE": "1e300"], nil, "GDK_SCALE '1e300'"),
        (["GDK_SCALE": "0"], nil, "GDK_SCALE '0'"),
        (["GDK_SCALE": "1.5"], nil, "GDK_SCALE '1.5'"),
        (["GDK_SCALE": "5"], nil, "GDK_SCALE '5'"),
        (["GDK_SCALE": "two"], nil, "GDK_SCALE 'two'"),
        (["QT_SCALE_FACTOR": "NaN"], nil, "QT_SCALE_FACTOR 'NaN'"),
        (["QT_SCALE_FACTOR": "-inf"], nil, "QT_SCALE_FACTOR '-inf'"),
        (["QT_SCALE_FACTOR": "0.5"], nil, "QT_SCALE_FACTOR '0.5'"),
        ([:], "Xft.dpi:\t-5\n", "Xft.dpi '-5'"),
        ([:], "Xft.dpi:\t0\n", "Xft.dpi '0'"),
        ([:], "Xft.dpi:\tnan\n", "Xft.dpi 'nan'"),
        ([:], "Xft.dpi:\t1e300\n", "Xft.dpi '1e300'"),
        ([:], "Xft.dpi:\tgarbage\n", "Xft.dpi 'garbage'"),
        ([:], "Xft.dpi:\t\n", "Xft.dpi ''"),
        ([:], "Xft.dpi:\t\u{1B}[2J\n", "Xft.dpi '\\u{1b}[2J'"),
    ] as [([String: String], String?, String)])
    func aHostileSettingGivesOneAndAWarning(environment: [String: String], resources: String?, named: String) throws {
        let (factor, source, warning) = desktop(environment, resources: resources)
        #expect(factor == 1)
        #expect(source == "default")
        let line = try #require(warning)
        #expect(line.hasPrefix("listdemo: ignoring \(named): not "))
        #expect(line.hasSuffix("; drawing at scale 1"))
        #expect(!line.contains("\n"))
    }

    @Test func xftDPIIsReadFromItsOwnLineOnly() {
        #expect(DisplayScale.xftDPI(in: "Xft.dpi:\t192\n") == "192")
        #expect(DisplayScale.xftDPI(in: "*dpi:\t120\nXft.dpi :  144  \n") == "144")
        #expect(DisplayScale.xftDPI(in: "MyXft.dpi:\t192\nXft.dpix:\t1\n") == nil)
        #expect(DisplayScale.xftDPI(in: "") == nil)
    }

    /// Software first (fastest to start on X11); where it cannot draw (Wayland) the others in SDL's order.
    @Test func theRendererFallsBackThroughEveryOneSDLHas() {
        let sdl = ["opengl", "opengles2", "software"]
        #expect(RendererPreference.software.candidates(available: sdl) == ["software", "opengl", "opengles2"])
        #expect(RendererPreference.accelerated(driver: nil).candidates(available: sdl) == sdl)
        #expect(RendererPreference.accelerated(driver: "opengles2").candidates(available: sdl)
                == ["opengles2", "opengl", "software"])
        #expect(RendererPreference.accelerated(driver: "vulkan").candidates(available: sdl)
                == ["vulkan", "opengl", "opengles2", "software"])
    }

    @Test func theSetupNamesDriverRendererAndScale() {
        #expect(DisplaySetup.headless(.auto, fps: 60).description == "headless · software · scale 1 (default)")
        #expect(DisplaySetup.headless(.fixed(1.5), fps: 60).description == "headless · software · scale 1.5 (--scale)")
        let x11 = DisplaySetup(videoDriver: "x11", renderer: "software", scale: DisplayScale(factor: 2, source: "Xft.dpi 192"),
                               pacing: .predicted, refresh: DisplayRefresh(hertz: 60, source: "default"))
        #expect(x11.description == "x11 · software · scale 2 (Xft.dpi 192)")
    }
}
