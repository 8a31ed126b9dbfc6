# An export document of a realistic history, for atrest import: `fasts` daily fasts (one a day,
# 12–20 h from the evening), ending `gap` days before `now`, and eight glasses of water a day
# for the `waterdays` days before today (UTC). Every number comes from a fixed seed.
#
#   awk -v now="$(date +%s)" -v fasts=3650 -v gap=4 -v waterdays=31 [-v completed=N] [-v running=S] -f realistic-home.awk
#
# With `running`, a fast is running, begun S seconds before `now`, under a fixed id: the tree
# that becomes is drawn from its id, and so is the same in every home made by this script.
#
# Used by Tests/Scripts/startup-budget; any POSIX awk (mawk, gawk, BSD awk).
function two(n) { return (n < 10 ? "0" : "") n }
function iso(t,    days, secs, z, era, doe, yoe, y, doy, mp, d, m) {
    days = int(t / 86400); secs = t - days * 86400
    # Days to a civil date (H. Hinnant's algorithm).
    z = days + 719468; era = int(z / 146097); doe = z - era * 146097
    yoe = int((doe - int(doe / 1460) + int(doe / 36524) - int(doe / 146096)) / 365)
    y = yoe + era * 400; doy = doe - (365 * yoe + int(yoe / 4) - int(yoe / 100))
    mp = int((5 * doy + 2) / 153); d = doy - int((153 * mp + 2) / 5) + 1
    m = mp < 10 ? mp + 3 : mp - 9; if (m <= 2) y++
    return y "-" two(m) "-" two(d) "T" two(int(secs / 3600)) ":" two(int(secs % 3600 / 60)) ":" two(secs % 60) "Z"
}
function hex(n,    s) { s = ""; while (n-- > 0) s = s substr("0123456789abcdef", int(rand() * 16) + 1, 1); return s }
function uuid() { return hex(8) "-" hex(4) "-4" hex(3) "-8" hex(3) "-" hex(12) }
function between(a, b) { return a + int(rand() * (b - a + 1)) }
BEGIN {
    srand(2026)
    today = int(now / 86400) * 86400
    printf "{\"format\": \"atrest-export\", \"version\": 1, \"exportedAt\": \"%s\",\n\"sessions\": [\n", iso(now)
    for (back = fasts + gap - 1; back >= gap; back--) {
        start = today - back * 86400 + between(19 * 60, 21 * 60) * 60
        end = start + between(12 * 60, 20 * 60) * 60
        printf "%s{\"id\": \"%s\", \"start\": \"%s\", \"end\": \"%s\", \"targetHours\": 16, \"timeZone\": \"UTC\"}", \
            (back < fasts + gap - 1 ? ",\n" : ""), uuid(), iso(start), iso(end)
    }
    printf "\n],\n\"water\": [\n"
    first = 1
    for (back = waterdays; back >= 1; back--) {
        for (glass = 0; glass < 8; glass++) {
            at = today - back * 86400 + (7 * 60 + glass * 100 + between(0, 60)) * 60
            printf "%s{\"id\": \"%s\", \"at\": \"%s\", \"milliliters\": %d, \"timeZone\": \"UTC\"}", (first ? "" : ",\n"), uuid(), iso(at), between(150, 400)
            first = 0
        }
    }
    printf "\n],\n"
    if (running != "") printf "\"activeFast\": {\"id\": \"5a1e7d2c-3b4f-4e6a-9c8d-7f0e1a2b3c4d\", \"start\": \"%s\", \"targetHours\": 16, \"timeZone\": \"UTC\"},\n", iso(now - running)
    if (completed != "") printf "\"completedFasts\": %d,\n", completed
    printf "\"settings\": {\"targetHours\": 16, \"waterUnit\": \"ml\", \"waterAmount\": 250, \"vigil\": false}}\n"
}
