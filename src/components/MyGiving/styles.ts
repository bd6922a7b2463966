export const buttonClass = 'rounded bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-dark'
export const quietButtonClass = 'rounded border-2 border-navy px-5 py-2 font-semibold text-navy hover:bg-navy hover:text-white'
export const dangerButtonClass = 'rounded bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-900'
