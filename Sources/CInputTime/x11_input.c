#include "CInputTime.h"

#include <string.h>
#include <SDL2/SDL_syswm.h>

int cit_x11_input(const SDL_Event *event, cit_x11_event *input) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    memset(input, 0, sizeof *input);
    switch (x->type) {
    case KeyPress: case KeyRelease:
        input->kind = x->type == KeyPress ? CIT_X11_KEY_PRESS : CIT_X11_KEY_RELEASE;
        input->keycode = (uint8_t)x->xkey.keycode;
        break;
    case FocusIn:
        input->kind = CIT_X11_FOCUS_IN;
        break;
    case KeymapNotify:
        /* Xlib lays the vector out as XQueryKeymap does: byte 0 (keycodes 0 to 7, which no key has) is zero. */
        input->kind = CIT_X11_KEYMAP;
        memcpy(input->keys, x->xkeymap.key_vector, sizeof input->keys);
        break;
    case ButtonPress:
        input->kind = x->xbutton.button == Button1 ? CIT_X11_LEFT_PRESS : CIT_X11_OTHER;
        input->x = x->xbutton.x;
        input->y = x->xbutton.y;
        break;
    default:
        input->kind = CIT_X11_OTHER;
        break;
    }
    return 1;
}
