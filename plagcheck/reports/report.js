addEventListener('beforeprint',()=>document.querySelectorAll('details').forEach(d=>d.open=true));
document.addEventListener('click',ev=>{const a=ev.target.closest('a.p');if(!a)return;
document.querySelectorAll('a.p.on').forEach(x=>x.classList.remove('on'));
document.querySelectorAll('a.p[data-p="'+a.dataset.p+'"]').forEach(x=>x.classList.add('on'));});
