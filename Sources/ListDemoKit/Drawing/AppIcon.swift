/// The app's icon, drawn by the same vector code as every shape it draws: a list on a tinted
/// rounded square (iOS's app-icon corner, 22.5 % of the side), three rows, each a dot and a line.
/// The window gives it to the desktop (`_NET_WM_ICON`); `Assets/listdemo.png` is it at 128 pixels.
enum AppIcon {
    /// The icon's side in points: rasterised at scale 1 it is 128 pixels, one of the sizes the
    /// freedesktop icon theme lists, from which a window manager scales the smaller ones.
    static let side = 128.0

    /// The icon on `theme`'s tint (blue in light and dark alike: an icon does not follow the appearance).
    static func shape(tint: Color) -> Shape {
        let box = Rect(x: 0, y: 0, width: side, height: side)
        var rows = VectorPath()
        for row in 0..<3 {
            let y = 38 + Double(row) * 26
            rows.append(.circle(center: Point(x: 38, y: y), radius: 7))
            rows.append(.roundedRect(Rect(x: 54, y: y - 5, width: 42, height: 10), radius: 5))
        }
        return Shape(size: box.size, layers: [
            Shape.Layer(path: .roundedRect(box, radius: side * 0.225), paint: .fill, color: tint),
            Shape.Layer(path: rows, paint: .fill, color: .white),
        ])
    }
}
