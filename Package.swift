// swift-tools-version: 6.1
import PackageDescription

/// Where this manifest is: the linker, run from elsewhere, needs the start-up order file by its full path.
let packageFolder = String(#filePath.dropLast("/Package.swift".count))

let package = Package(
    name: "listdemo",
    products: [
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        // ScrollCore for C callers: libScrollCoreC.so, declared by Sources/ScrollCoreC/include/scrollcore.h.
        .library(name: "ScrollCoreC", type: .dynamic, targets: ["ScrollCoreC"]),
        .executable(name: "listdemo", targets: ["listdemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        // `swift package generate-documentation --target ScrollCore`: ScrollCore's DocC catalogue.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The engine: pure Swift, no SDL, no C modules.
        .target(name: "ScrollCore", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        // The engine's C API: Swift functions exported with the names scrollcore.h declares.
        .target(name: "ScrollCoreC", dependencies: ["ScrollCore"], exclude: ["include", "scrollcore.pc.in"]),

        // C libraries from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", providers: [.apt(["libpng-dev"])]),
        // `--record`'s animated PNG: libpng writes no APNG chunks, so the frames are deflated with zlib (libpng's own
        // compressor) and the chunks around them are written by the app.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        // Shaped text: GNU FriBidi's Unicode bidi algorithm (Pango's) orders a line's runs for display,
        // HarfBuzz's Unicode data names each character's script; SDL_ttf shapes each run with HarfBuzz.
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CX11", path: "Sources/CX11", providers: [.apt(["libx11-dev"])]),
        // glibc's renameat2, which Swift's Glibc module does not declare (AtomicFile's check-and-replace).
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        // Anti-aliased vector shapes (checkmarks, switches, rounded corners), rasterised once into textures.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // ATK and its AT-SPI bridge (GTK 3's and Firefox's way onto the desktop's accessibility bus), with GLib.
        // Only GLib is linked (SDL's libraries load it anyway): CAccessibility loads the bridge, ATK and GObject
        // when it finds an accessibility bus (lazy.h), so it takes ATK's headers from Debian's folder for them
        // rather than pkg-config's `atk`, whose flags would link ATK and GObject into every run.
        .systemLibrary(name: "CATK", path: "Sources/CATK", pkgConfig: "glib-2.0",
                       providers: [.apt(["libatk-bridge2.0-dev", "libatk1.0-dev", "libglib2.0-dev"])]),
        // The desktop's settings (dark preference, animations, interface font) from the XDG Settings
        // portal over D-Bus, with the reference implementation's client library.
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // The app's accessible objects as GObject subclasses of AtkObject: C, because GObject types are.
        .target(name: "CAccessibility", dependencies: ["CATK"], cSettings: [.unsafeFlags(["-I/usr/include/atk-1.0"])]),
        // When input happened, as X11 and Wayland say (SDL 2 keeps only when it read it): the X event SDL passes on,
        // and a pointer of its own on SDL's Wayland connection (libwayland-client opened at run time, as SDL does).
        .target(name: "CInputTime", dependencies: ["CSDL2", "CX11"]),

        // The app as a library, so tests drive scenes, scripts and drawing headless.
        .target(name: "ListDemoKit", dependencies: [
            "ScrollCore", "CSDL2", "CSDL2TTF", "CPNG", "CZlib", "CFontconfig", "CFriBidi", "CHarfBuzz", "CX11", "CCairo", "CAccessibility",
            "CInputTime",
            "CDBus", "CLinux",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Histogram", package: "hdrhistogram-swift"),
        ], swiftSettings: [
            // Each function in a section of its own, so the linker can lay out start-up's (see listdemo below).
            .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
        ]),
        // Release builds link the Swift runtime and FoundationEssentials in (as `--static-swift-stdlib`
        // does; the two helper libraries are what that flag adds for FoundationEssentials): no shared
        // Swift libraries to load and bind at launch, about 4 ms sooner to the first frame and 3.5 MB
        // less resident memory. lld, because gold repeats a libc warning from FoundationEssentials.a.
        // lld lays the functions start-up runs out together (startup.order, written by
        // Benchmarks/floor/startup-order.py): the kernel maps code 64 KB around each page touched, and
        // start-up's code scattered over the 10 MB of text kept about 7 MB of it resident. The 41,000
        // relative relocations are packed (RELR, glibc 2.36+: 8 KB instead of 1 MB to read), and no symbol
        // is exported (the static runtime's link arguments export every public one: 330 KB of tables).
        // The runtime's C++ library is linked in too (static-libstdc++/libstdc++.so, a linker script first on
        // the library path, points its `-lstdc++` at GCC's archive): loading the shared one cost 1.0 MB.
        // Debug builds (and so the tests) keep the shared libraries.
        .executableTarget(name: "listdemo", dependencies: ["ListDemoKit"], exclude: ["startup.order", "static-libstdc++"], linkerSettings: [
            .unsafeFlags(["-static-stdlib", "-L\(packageFolder)/Sources/listdemo/static-libstdc++",
                          "-l_FoundationCollections", "-l_FoundationCShims", "-use-ld=lld",
                          "-Xlinker", "--symbol-ordering-file=\(packageFolder)/Sources/listdemo/startup.order",
                          "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                          "-Xlinker", "--no-export-dynamic"],
                         .when(platforms: [.linux], configuration: .release)),
        ]),

        .testTarget(name: "ScrollCoreTests", dependencies: [
            "ScrollCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The library as outsiders use it: the C API, the C example, a consumer package.
        .testTarget(name: "ScrollCoreCTests", dependencies: ["ScrollCoreC", "ScrollCore"]),
        .testTarget(name: "ListDemoKitTests", dependencies: [
            "ListDemoKit", "ScrollCore",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
