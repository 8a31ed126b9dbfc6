"""An atrest export holding N fasts, one a day, the last ending at 08:00 UTC yesterday (the day
before, when that is less than 18 hours ago, so that a fast begun up to 17 hours ago, as the
real-terminal checks begin one, never overlaps it); every seventh ends early.

The ids are derived from the index (uuid5), so the same N always gives the same forest.
With a second argument H, a fast of a fixed id is running, begun H hours ago, to the minute.
"""
import datetime
import json
import sys
import uuid

n = int(sys.argv[1])
end_of_last = datetime.datetime.now(datetime.timezone.utc).replace(hour=8, minute=0, second=0, microsecond=0)
end_of_last -= datetime.timedelta(days=1)
if end_of_last > datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=18):
    end_of_last -= datetime.timedelta(days=1)
sessions = []
for i in range(n):
    end = end_of_last - datetime.timedelta(days=n - 1 - i)
    hours = 12 if i % 7 == 3 else 16 + (i % 3)  # 12 of 16: ended early, at 75 %
    start = end - datetime.timedelta(hours=hours)
    fmt = "%Y-%m-%dT%H:%M:%SZ"
    sessions.append({
        "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"atrest-gallery/{i}")),
        "start": start.strftime(fmt), "end": end.strftime(fmt), "targetHours": 16, "timeZone": "UTC",
    })
active = None
if len(sys.argv) > 2:
    begun = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=float(sys.argv[2]))
    begun = (begun + datetime.timedelta(seconds=30)).replace(second=0, microsecond=0)  # to the nearest minute
    active = {"id": str(uuid.uuid5(uuid.NAMESPACE_URL, "atrest-gallery/running")), "start": begun.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "targetHours": 16, "timeZone": "UTC"}
json.dump({"format": "atrest-export", "version": 1, "exportedAt": end_of_last.strftime("%Y-%m-%dT%H:%M:%SZ"),
           "sessions": sessions, "activeFast": active, "water": [], "settings": {}}, sys.stdout)
