// The peer a Linux user would pick: a Qt Quick ListView of ROWS (replaced by the comparison
// script) variable-height rows, the same
// heights and text as listdemo's benchmark lists. Every presented frame is logged (time in ms
// since start) so the comparison script can find the first frame and the frame intervals.
import QtQuick 2.15
import QtQuick.Window 2.15

Window {
    id: window
    width: 480; height: 800; visible: true
    title: "qtpeer"
    property double started: Date.now()
    onFrameSwapped: console.log("frame " + (Date.now() - started))

    ListView {
        anchors.fill: parent
        model: ROWS
        delegate: Rectangle {
            width: ListView.view.width
            height: 44 + (index % 7) * 8
            color: "white"
            Text { x: 16; anchors.verticalCenter: parent.verticalCenter; text: "Row " + index; font.pixelSize: 17 }
            Rectangle { x: 16; width: parent.width - 16; height: 1; anchors.bottom: parent.bottom; color: "#c6c6c8" }
        }
    }
}
