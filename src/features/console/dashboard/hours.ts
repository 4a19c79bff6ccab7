/** Seconds as 学时 (hours) to one decimal, as the server writes a person's study detail ('12.5 / 20 学时'). */
export const hoursText = (seconds: number) => `${Math.round((seconds / 3600) * 10) / 10} 学时`;
