#ifndef CPNG_PIXELS_H
#define CPNG_PIXELS_H

#include <stdint.h>

/* Packs `width` RGBA pixels into RGB (the alpha bytes dropped). */
void cpng_pack_rgb(unsigned char *rgb, const unsigned char *rgba, uint32_t width);

/* Spreads `width` RGB pixels at `rgb` to RGBA at `rgba` (alpha 255), front to back, so it may
 * work in place when `rgb` lies at least `width` bytes after `rgba`: no byte is written
 * before it is read. */
void cpng_spread_rgb(unsigned char *rgba, const unsigned char *rgb, uint32_t width);

#endif
