/** Local job worker process (replaced by the spine's LISTEN/NOTIFY worker). */
console.log('jobs worker: no job handlers yet')
setInterval(() => {}, 1 << 30)
